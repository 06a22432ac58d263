import { AutoComplete, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { URL_MAX_LENGTH } from '@fair/shared/constants/limits';
import { MINIPROG_LINK_TYPES, MINIPROG_PAGES, MINIPROG_PAGE_PATHS, type MiniprogLinkType } from '@fair/shared/contracts/miniprog';
import { linkProblem } from '@fair/shared/validation/miniprog';

/**
 * Where a tap leads: nowhere, a web page (http/https, SPEC §5) or a page of the mini-programme (its path,
 * with ?id= for a detail page). The link is checked by the same rule the server applies.
 */
export function LinkTargetFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const linkType = Form.useWatch<MiniprogLinkType | undefined>('link_type', form) ?? 'none';
  const pageOptions = MINIPROG_PAGES.map((page) => ({ value: MINIPROG_PAGE_PATHS[page], label: `${t(`miniprog:shared.page.${page}`)} · ${MINIPROG_PAGE_PATHS[page]}` }));
  return (
    <>
      <Form.Item name="link_type" label={t('miniprog:shared.linkType')}>
        <Radio.Group
          optionType="button"
          options={MINIPROG_LINK_TYPES.map((type) => ({ value: type, label: t(`miniprog:shared.linkTypes.${type}`) }))}
          onChange={() => form.setFieldValue('link', '')}
        />
      </Form.Item>
      {linkType === 'none' ? null : (
        <Form.Item
          name="link"
          label={linkType === 'url' ? t('miniprog:shared.linkUrl') : t('miniprog:shared.linkPage')}
          extra={linkType === 'page' ? t('miniprog:shared.linkPageHint') : undefined}
          dependencies={['link_type']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, link: string | undefined) => {
                const problem = linkProblem({ link_type: getFieldValue('link_type') as string, link });
                return problem ? Promise.reject(new Error(t(problem.message))) : Promise.resolve();
              },
            }),
          ]}
        >
          {linkType === 'url' ? (
            <Input maxLength={URL_MAX_LENGTH} placeholder="https://" />
          ) : (
            <AutoComplete options={pageOptions} filterOption={(input, option) => String(option?.value ?? '').includes(input)} placeholder={MINIPROG_PAGE_PATHS.exhibitor + '?id=1'} />
          )}
        </Form.Item>
      )}
    </>
  );
}

/** The target as a short text for a table cell. */
export function LinkTargetText({ linkType, link }: { linkType: MiniprogLinkType; link: string }) {
  const { t } = useTranslation();
  if (linkType === 'none' || !link) return <span>{t('miniprog:shared.linkTypes.none')}</span>;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {t(`miniprog:shared.linkTypes.${linkType}`)}: {link}
    </span>
  );
}
