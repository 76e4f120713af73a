/** Where `npm run api:history` writes the "since" data (committed; read by the API generator). */
export const API_SINCE_FILE = 'src/engine/api/history/since.json';
