/** Browser storage keys, exactly as the specification names them. */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'user',
  theme: 'theme',
} as const;
