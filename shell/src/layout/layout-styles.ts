/** The layout's own rules (antd styles its components; these place them). */
export const LAYOUT_CSS = `
.fair-sidebar { display: flex; flex-direction: column; height: 100%; background: #fff; }
.fair-sidebar-logo { display: flex; align-items: center; gap: 10px; height: 64px; padding: 0 16px; font-size: 16px; font-weight: 600; color: #123e82; white-space: nowrap; overflow: hidden; border-bottom: 1px solid #f0f0f0; }
.fair-sidebar-search { padding: 12px 12px 4px; display: flex; justify-content: center; }
.fair-sidebar-bottom { padding: 12px; border-top: 1px solid #f0f0f0; display: flex; flex-direction: column; gap: 8px; align-items: center; }
.fair-sidebar-language { display: flex; gap: 4px; }
.fair-sidebar-contact { font-size: 13px; }
.fair-side-image { width: 100%; max-width: 200px; }
.fair-header { display: flex; align-items: center; gap: 8px; padding: 0 16px !important; border-bottom: 1px solid #f0f0f0; position: sticky; top: 0; z-index: 10; }
.fair-header-title { margin: 0; font-size: 18px; font-weight: 600; color: #111827; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.fair-header-tools { margin-left: auto; display: flex; align-items: center; gap: 4px; }
.fair-visited-tabs { padding: 6px 16px 0; background: #fff; }
.fair-visited-tabs > .ant-tabs-nav { margin: 0; }
.fair-header-account { max-width: 180px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fair-main { padding: 20px; min-height: calc(100vh - 64px - 56px); }
.fair-page-content { min-height: 200px; }
.fair-footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; padding: 12px 20px; font-size: 13px; color: #6b7280; background: #fff; border-top: 1px solid #f0f0f0; }
.fair-mobile .fair-header-account { display: none; }
.fair-mobile .fair-main { padding: 12px; }
`;
