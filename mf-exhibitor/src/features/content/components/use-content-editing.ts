import { useMemo, useState } from 'react';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useInvalidate } from '@fair/shared/api/query-client';
import type { ContentAction, ContentStatus } from '@fair/shared/contracts/content';
import { notifier } from '@fair/shared/feedback/notifier';
import { useFormSave } from '@fair/shared/ui/form/use-form-save';
import { contentApi, contentQueryKey } from '../api/content-api';
import { editPathOf, type ContentKindDefinition, type TextContentItem } from '../content-kinds';
import { useContentKindActions } from './use-content-actions';

const TEXT_FIELDS = ['title_zh', 'title_en', 'content_zh', 'content_en'] as const;
const LOCATION_FIELDS = ['location_zh', 'location_en'] as const;
export type ContentFieldName = (typeof TEXT_FIELDS)[number] | (typeof LOCATION_FIELDS)[number];
export type ContentFormValues = Partial<Record<ContentFieldName, string>>;

/** What the form is doing: saving for one of the three buttons, or changing the item's state. */
type ContentBusy = 'draft' | 'preview' | 'publish' | ContentAction | null;

/** The fields of a kind: activities add the location. */
export const contentFieldsOf = (definition: ContentKindDefinition): readonly ContentFieldName[] => (definition.hasLocation ? [...TEXT_FIELDS, ...LOCATION_FIELDS] : TEXT_FIELDS);

/** The form's values, every field a string, so an untouched form compares equal to what was loaded. */
function valuesOf(fields: readonly ContentFieldName[], source: object | null): Record<ContentFieldName, string> {
  const values = (source ?? {}) as Partial<Record<ContentFieldName, unknown>>;
  return Object.fromEntries(fields.map((field) => [field, typeof values[field] === 'string' ? values[field] : ''])) as Record<ContentFieldName, string>;
}

export interface ContentEditingOptions {
  definition: ContentKindDefinition;
  loaded: TextContentItem | null;
  form: FormInstance<ContentFormValues>;
  fields: readonly ContentFieldName[];
}

/**
 * The item being edited and the SPEC §4 steps on it: save as draft, save and preview, save and publish
 * (back to the list), and the state changes (withdraw, pin, cancel pin) that leave unsaved edits as they are.
 */
export function useContentEditing({ definition, loaded, form, fields }: ContentEditingOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [item, setItem] = useState<TextContentItem | null>(loaded);
  // only the state changes: unsaved edits in the form stay as they are
  const actions = useContentKindActions(definition, setItem);
  const baseline = useMemo(() => valuesOf(fields, loaded), [fields, loaded]);
  const { busy: saving, onValuesChange, submit, resetBaseline } = useFormSave<ContentFormValues>({ form, formId: `${definition.kind}-form`, baseline });
  const [changing, setChanging] = useState<ContentAction | null>(null);
  const busy: ContentBusy = (saving as ContentBusy) ?? changing;

  const backToList = () => navigate(definition.listPath);

  /** Validates and saves with the given status; the saved item, or null (every value stays in the form). */
  const save = async (status: ContentStatus, reason: 'draft' | 'preview' | 'publish'): Promise<TextContentItem | null> => {
    const saved = await submit(reason, (values) =>
      contentApi.save<TextContentItem>(definition.kind, { ...(item ? { id: item.id } : {}), ...valuesOf(fields, values), status }),
    );
    if (!saved) return null;
    void invalidate(contentQueryKey(definition.kind));
    if (!item) {
      // a new item continues on its edit page, which takes the saved copy along
      navigate(editPathOf(definition, saved.id), { replace: true, state: { saved } });
      return saved;
    }
    setItem(saved);
    // what the server kept (sanitised HTML) is what the form now shows
    resetBaseline(valuesOf(fields, saved));
    return saved;
  };

  const saveDraft = async () => {
    if (await save('draft', 'draft')) notifier().success(t('exhibitor:content.toast.draftSaved'));
  };

  const savePublish = async () => {
    if (!(await save('published', 'publish'))) return;
    notifier().success(t('exhibitor:content.toast.published'));
    backToList();
  };

  // the window opens inside the click; it closes again if the save fails
  const savePreview = () => void actions.preview(async () => (await save(item?.status ?? 'draft', 'preview'))?.id ?? null);

  const changeState = async (action: ContentAction) => {
    if (!item) return;
    setChanging(action);
    await actions.changeState(item, action);
    setChanging(null);
  };

  return { item, baseline, busy, onValuesChange, backToList, saveDraft, savePublish, savePreview, changeState, preview: actions.preview };
}

export type ContentEditing = ReturnType<typeof useContentEditing>;
