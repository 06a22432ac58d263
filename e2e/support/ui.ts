// Where the journeys find things in the shell's UI: one place to follow the shell when it changes.

/** CSS selectors whose visibility means "the screen has rendered". */
export const readySelector = {
  loginForm: 'input[type="password"]',
  pageContent: '#fair-page-content > *',
};
