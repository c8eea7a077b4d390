import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { NOT_JSON_MESSAGE } from './error-handler.js';

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CONTROL_CHARACTERS_MESSAGE = /*i18n*/ 'Text cannot contain control characters';
// Tab, line feed and carriage return are text; every other C0 control and DEL is not.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Whether any string (or key) in `value` holds a control character: the common answer, no, found without
 * building a path for each of an 8,000-entry import's 200,000 values (controlCharacterPath says where).
 */
function holdsControlCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) {
    for (const child of value) if (holdsControlCharacter(child, depth + 1)) return true;
    return false;
  }
  for (const key in value)
    if (
      CONTROL_CHARACTERS.test(key) ||
      holdsControlCharacter((value as Record<string, unknown>)[key], depth + 1)
    )
      return true;
  return false;
}

/** The dotted path of the first string (or key) holding a control character, '' at the top, or null. */
function controlCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (!holdsControlCharacter(value, depth)) return null;
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return at;
    const found = controlCharacterPath(child, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * What every API request (one that matched an API route, however its URL was spelled) is refused for
 * before the route sees it: a change whose body is not JSON (415,
 * bodyless ones that claim another type included), and text with control characters in a body or a query
 * string (400 on that field).
 */
export function checkRequests(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (!MUTATING_METHODS.has(req.method) || req.routeOptions.config?.api !== true) return done();
    const type = req.headers['content-type'];
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (type === undefined && !hasBody) return done();
    if (type === undefined || !/^application\/json\s*(;|$)/i.test(type))
      return done(new AppError(415, NOT_JSON_MESSAGE));
    done();
  });

  // Text with control characters (a NUL byte, an escape) is refused with a message, in every body and
  // query string, before any route sees it: PostgreSQL cannot store a NUL, and nobody types one.
  app.addHook('preValidation', (req, _reply, done) => {
    const found = controlCharacterPath(req.body) ?? controlCharacterPath(req.query);
    if (found !== null)
      return done(new AppError(400, CONTROL_CHARACTERS_MESSAGE, 'validation', found || undefined));
    done();
  });
}
