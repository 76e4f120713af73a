/** `npm run api:generate [-- --force]`: the API reference data (see build/steps/apiData.ts). */
import path from 'node:path';
import { generateApiData } from './build/steps/apiData';

const root = path.resolve(import.meta.dirname, '..');
console.log(await generateApiData(root, process.argv.includes('--force')));
