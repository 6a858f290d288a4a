/** Where my profile lives under `/front` (the spec leaves its path to us). */
export const MY_PROFILE_PATH = '/profile';
