/** The editor's own rules; antd styles the toolbar buttons. */
export const EDITOR_CSS = `
.fair-rte { border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; transition: border-color .2s; }
.fair-rte:focus-within { border-color: #4096ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.fair-rte-error, .fair-rte-error:focus-within { border-color: #ff4d4f; }
.fair-rte-disabled { background: #f5f5f5; }
.fair-rte-toolbar { display: flex; flex-wrap: wrap; gap: 2px; padding: 4px 6px; border-bottom: 1px solid #f0f0f0; }
.fair-rte-toolbar .ant-btn { min-width: 32px; }
.fair-rte-toolbar .fair-rte-active { background: #e6f4ff; color: #0958d9; }
.fair-rte-separator { width: 1px; margin: 4px 4px; background: #f0f0f0; }
.fair-rte-content .ProseMirror { min-height: 200px; max-height: 560px; overflow-y: auto; padding: 8px 12px; outline: none; line-height: 1.7; word-break: break-word; }
.fair-rte-content .ProseMirror p { margin: 0 0 8px; }
.fair-rte-content .ProseMirror h2 { font-size: 20px; margin: 12px 0 8px; }
.fair-rte-content .ProseMirror h3 { font-size: 17px; margin: 10px 0 6px; }
.fair-rte-content .ProseMirror ul, .fair-rte-content .ProseMirror ol { padding-left: 24px; margin: 0 0 8px; }
.fair-rte-content .ProseMirror img { max-width: 100%; height: auto; }
.fair-rte-content .ProseMirror img.ProseMirror-selectednode { outline: 2px solid #4096ff; }
.fair-rte-content .ProseMirror a { color: #1677ff; text-decoration: underline; }
.fair-rte-content .ProseMirror p.is-editor-empty:first-child::before { content: attr(data-placeholder); color: #bfbfbf; float: left; height: 0; pointer-events: none; }
`;
