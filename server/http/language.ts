// Answers in the caller's language: the messages people see (an error's message and its fields'
// messages, a save's or a password change's errorMessage) are worded in English where they are
// raised and translated here, once, as the answer goes out — Accept-Language decides (the admin
// sends the user's choice). Data — names, lookups, notes — is never translated.
import type { NextFunction, Request, Response } from 'express';
import { toSpanish } from '../../schemas/i18n/messages.js';
import { languageOfHeader } from '../../schemas/i18n/translate.js';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The answer body with its message texts in Spanish (a copy; the texts' places are those of docs/API.md). */
export function spanishBody(body: unknown): unknown {
  if (!isObject(body)) return body;
  const out: Json = { ...body };
  if (isObject(body.error)) {
    const error: Json = { ...body.error };
    if (typeof error.message === 'string') error.message = toSpanish(error.message);
    if (Array.isArray(error.details))
      error.details = error.details.map((d: unknown) =>
        isObject(d) && typeof d.message === 'string' ? { ...d, message: toSpanish(d.message) } : d,
      );
    out.error = error;
  }
  if (isObject(body.data) && typeof body.data.errorMessage === 'string')
    out.data = { ...body.data, errorMessage: toSpanish(body.data.errorMessage) };
  // an import's rows' errors (ImportResult)
  if (isObject(body.data) && Array.isArray(body.data.errors))
    out.data = {
      ...body.data,
      errors: body.data.errors.map((e: unknown) =>
        isObject(e) && typeof e.message === 'string' ? { ...e, message: toSpanish(e.message) } : e,
      ),
    };
  if (typeof body.errorMessage === 'string') out.errorMessage = toSpanish(body.errorMessage);
  return out;
}

/** The answer's body in the caller's language (answerInLanguage noted it): what every JSON answer sends. */
export const inCallersLanguage = (res: Response, body: unknown) => (res.locals.spanish ? spanishBody(body) : body);

export function answerInLanguage(req: Request, res: Response, next: NextFunction) {
  res.vary('Accept-Language');
  if (languageOfHeader(req.get('Accept-Language')) === 'es') {
    res.locals.spanish = true;
    // the answers not sent by jsonAnswer.ts (an error's, the health probes')
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(inCallersLanguage(res, body));
  }
  next();
}
