import { useLocale } from '@fair/shared/i18n/locale-store';
import { useContentActions } from '@fair/shared/ui/content/use-content-actions';
import { contentApi, contentQueryKey } from '../api/content-api';
import { fetchPreviewLink, openPreview, previewLocaleOf } from '../api/preview-link';
import type { ContentKindDefinition, TextContentItem } from '../content-kinds';

/**
 * The shared SPEC §4 actions bound to one kind's calls, plus the catalogue preview, for the list and the form
 * (which takes the item a state change answers with).
 */
export function useContentKindActions(definition: ContentKindDefinition, onChanged?: (updated: TextContentItem) => void) {
  const locale = useLocale();
  const actions = useContentActions<TextContentItem>({
    stateCall: (id, action) => contentApi.changeState<TextContentItem>(definition.kind, id, action),
    deleteCall: (id) => contentApi.remove(definition.kind, id),
    invalidates: contentQueryKey(definition.kind),
    onChanged,
  });

  /**
   * Opens the catalogue page of a saved item in a new window (SPEC §7), in the interface language. `id` may
   * be a step to run first (the form saves) resolving with the id, or null to give up. Call it straight
   * from the click handler, so the window opens inside the click.
   */
  const preview = (id: number | (() => Promise<number | null>)) =>
    openPreview(async () => {
      const previewId = typeof id === 'number' ? id : await id();
      return previewId === null ? null : fetchPreviewLink(definition.kind, previewId, previewLocaleOf(locale));
    });

  return { ...actions, preview };
}
