import { extname } from 'node:path';

const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xml': 'application/xml',
};

export const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
export const isDocument = (path: string): boolean => extname(path).toLowerCase() in TYPES;
