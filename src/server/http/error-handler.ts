import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, codeForStatus, type ErrorCode } from '../../shared/errors.js';
import type { Message } from '../../shared/message.js';
import { AppError, NOT_FOUND_MESSAGE, uniqueViolation } from '../errors.js';
import { requestLanguage, translate } from '../i18n.js';

export const NOT_JSON_MESSAGE = /*i18n*/ 'Send the request body as JSON (Content-Type: application/json)';
const INVALID_REQUEST_MESSAGE = /*i18n*/ 'Invalid request';
const BAD_REQUEST_MESSAGE = /*i18n*/ 'Bad request';
const SERVER_ERROR_MESSAGE = /*i18n*/ 'Something went wrong on our side. Please try again.';
/** Fastify's own refusals of a body, in words. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: NOT_JSON_MESSAGE,
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'The request body is not valid JSON',
};

/**
 * The one shape of an error answer: routes throw `AppError` and this handler's answer is the only one. The
 * message is translated into the request's language; `code` and `field` never change with it.
 */
export function errorBody(
  req: FastifyRequest,
  status: number,
  error: string | Message,
  code?: ErrorCode,
  field?: string,
): ApiErrorBody {
  const text = translate(requestLanguage(req), error);
  return field
    ? { error: text, code: code ?? codeForStatus(status), field }
    : { error: text, code: code ?? codeForStatus(status) };
}

/**
 * Every failure's answer, in the one shape: a schema's refusal (400 on its field; a malformed path id is a
 * 404), an `AppError` as thrown, a unique violation as a 409, Fastify's own refusals in words, and anything
 * else as a 500 whose log line never carries the request's data.
 */
export function setErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed path id names nothing that exists.
      if (error.validationContext === 'params')
        return reply.code(404).send(errorBody(req, 404, NOT_FOUND_MESSAGE));
      const first = error.validation[0];
      const message = first?.message || INVALID_REQUEST_MESSAGE;
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      return reply.code(400).send(errorBody(req, 400, message, 'validation', field));
    }
    if (error instanceof AppError)
      return reply.code(error.statusCode).send({
        ...error.details,
        ...errorBody(req, error.statusCode, error.said, error.code, error.field),
      });
    const unique = uniqueViolation(error);
    if (unique) return reply.code(409).send(errorBody(req, 409, unique.said, unique.code));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Never the request's data in a log line: a failed query's message carries its parameters (a note,
      // say) after the first line, so only the first line, the type and the code are kept.
      const cause = (error as { cause?: { code?: unknown } }).cause;
      req.log.error(
        {
          err: {
            type: error.name,
            code: error.code ?? cause?.code,
            message: String(error.message ?? '')
              .split('\n')[0]
              .slice(0, 300),
          },
        },
        'request failed',
      );
      return reply.code(500).send(errorBody(req, 500, SERVER_ERROR_MESSAGE));
    }
    return reply
      .code(status)
      .send(errorBody(req, status, FASTIFY_MESSAGES[error.code] ?? (error.message || BAD_REQUEST_MESSAGE)));
  });
}
