import { DEFAULT_LOCALE, isLocale, LOCALES, toApiLocale } from '../locales';
import { flattenKeys, flattenMessages, loadMessages, loadNamespace, loadNamespaceWithParts } from '../messages';
import commonZhCn from '../../messages/zh-cn/common.json';
import commonZhTw from '../../messages/zh-tw/common.json';
import commonEnUs from '../../messages/en-us/common.json';

test('SPEC locales: zh-cn (default), zh-tw, en-us; the translation call spells them with an underscore', () => {
  expect(LOCALES).toEqual(['zh-cn', 'zh-tw', 'en-us']);
  expect(DEFAULT_LOCALE).toBe('zh-cn');
  expect(LOCALES.map(toApiLocale)).toEqual(['zh_cn', 'zh_tw', 'en_us']);
  expect(isLocale('en-us')).toBe(true);
  expect(isLocale('fr-fr')).toBe(false);
  expect(isLocale(undefined)).toBe(false);
});

test('loadNamespace gives a namespace for every locale', async () => {
  await expect(loadNamespace('common')).resolves.toEqual({ 'zh-cn': commonZhCn, 'zh-tw': commonZhTw, 'en-us': commonEnUs });
  await expect(loadMessages('common', 'zh-tw')).resolves.toEqual(commonZhTw);
});

test('a namespace with part files holds each part under its own key', async () => {
  const merged = await loadNamespaceWithParts('exhibitor', ['dashboard']);
  const base = await loadNamespace('exhibitor');
  const part = await loadNamespace('exhibitor-dashboard');
  for (const locale of LOCALES) expect(merged[locale]).toEqual({ ...base[locale], 'dashboard': part[locale] });
  await expect(loadNamespaceWithParts('exhibitor', ['no-such-part'])).rejects.toThrow();
});

test('namespace names cannot leave the messages folder', async () => {
  await expect(loadMessages('../zh-cn/common', 'en-us')).rejects.toThrow('Invalid namespace name');
  await expect(loadMessages('missing-namespace', 'en-us')).rejects.toThrow();
});

test('flattening nested and already dotted keys', () => {
  const messages = { request: { timeout: 'Timeout', nested: { deep: 'Deep' } }, 'menu.news': 'News' };
  expect(flattenMessages(messages)).toEqual({ 'request.timeout': 'Timeout', 'request.nested.deep': 'Deep', 'menu.news': 'News' });
  expect(flattenKeys(messages)).toEqual(['request.timeout', 'request.nested.deep', 'menu.news']);
});

test('SPEC texts, Chinese first', () => {
  expect(commonZhCn.warning.unsavedChanges).toBe('请确认修改已保存！');
  expect(commonZhCn.warning.profileRequired).toBe('必须先填展商信息并保存后才能访问其他页面');
  expect(commonZhCn.data.empty).toBe('没有找到相关数据');
  expect(commonZhCn.export.selectData).toBe('请选择需要导出的资料');
  expect(commonZhCn.validation.duplicateTag).toBe('已存在相同的标签。');
  expect(commonZhCn.validation.atLeastOne).toBe('至少选择一项');
  expect(commonEnUs.request).toEqual({
    defaultError: 'Error',
    loginTimeout: 'Login timeout',
    networkError: 'Backend interface connection abnormal',
    timeout: 'Backend interface request timeout',
  });
  expect(commonEnUs.dialog.title).toBe('System prompt');
  expect(commonEnUs.confirm.deleteData).toBe('This operation will permanently delete the data, continue?');
  expect(commonEnUs.confirm.deleteCategory).toBe('Confirm deleting the category?');
  expect(commonEnUs.success.smsCodeSent).toBe('SMS verification code obtained successfully, please check your messages');
  expect(commonEnUs.validation.categoryDepth).toBe('Classification can be set up to three levels at most, operation failed');
  expect(commonEnUs.upload.fileTooLarge).toBe('Uploaded file size cannot exceed 20M');
});
