/** Business constants of SPEC §5 and §9, one place for browser and server. */
export const UPLOAD_MAX_BYTES = 20971520;
export const MEDIA_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_FILE_MAX_BYTES = 200 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const REMEMBER_LOGIN_DAYS = 60;
export const MESSAGE_PAGE_SIZE = 10;
export const CATEGORY_MAX_DEPTH = 3;
export const TEXT_MAX_LENGTH = 2000;
export const URL_MAX_LENGTH = 2000;
export const TEXTAREA_ROWS = 10;
export const MOBILE_DIGITS_MAX = 15;
export const MOBILE_BREAKPOINT_PX = 1024;
export const MOBILE_BREAKPOINT_TOLERANCE_PX = 3;
export const LANGUAGE_TOGGLE_LOCK_MS = 1000;
/** SPEC §9: menu-search suggestions appear after a random delay of up to this long. */
export const SEARCH_SUGGESTION_MAX_DELAY_MS = 1000;
/** SPEC §9: the mobile hint appears this long after entering mobile mode. */
export const MOBILE_HINT_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = 50_000;
export const REQUEST_RETRIES = 3;
export const REQUEST_RETRY_DELAY_MS = 1000;
export const ERROR_TOAST_SECONDS = 5;
export const ERROR_TOAST_SUPPRESS_MS = 1000;
export const RECENT_EMOJI_MAX = 12;
export const COLLAPSE_LINES = 3;
export const AUTOCOMPLETE_DEBOUNCE_MS = 600;

/** SPEC §5 file types by extension (the server also checks content). */
export const FILE_TYPES = {
  image: ['gif', 'jpeg', 'jpg', 'png', 'bmp'],
  video: ['avi', 'wmv', 'mpeg', 'mp4', 'm4v', 'mov', 'asf', 'flv', 'f4v', 'rmvb', 'rm', '3gp', 'vob'],
  file: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'zip', '7z'],
  audio: ['mp3', 'wav', 'wma', 'flac', 'midi', 'ra', 'ape', 'acc', 'cda', 'mov'],
} as const;

/** Password rule of SPEC §5: letters, digits and ~!#$%^&*()_ only, at least 8 characters. */
export const PASSWORD_PATTERN = /^[A-Za-z0-9~!#$%^&*()_]{8,}$/;
