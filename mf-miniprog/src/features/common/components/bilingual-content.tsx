import { useTranslation } from 'react-i18next';
import { BilingualFields } from '@fair/shared/ui/form/bilingual-fields';
import { RichTextEditor } from '@fair/shared/ui/rich-text-editor';
import { MINIPROG_MESSAGES } from '@fair/shared/validation/miniprog';

/** The Chinese and the English rich text of an activity or a terms version, both required, one above the other. */
export function BilingualContent() {
  const { t } = useTranslation();
  return (
    <BilingualFields
      layout="stacked"
      names={['content_zh', 'content_en']}
      labels={[t('miniprog:shared.contentZh'), t('miniprog:shared.contentEn')]}
      requiredMessages={[t(MINIPROG_MESSAGES.contentZh), t(MINIPROG_MESSAGES.contentEn)]}
      control={(side) => <RichTextEditor aria-label={side.label} />}
    />
  );
}
