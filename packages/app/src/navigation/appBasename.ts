/** Where the app lives: every route is under it (the router's basename). */
export const APP_BASENAME = '/front';
