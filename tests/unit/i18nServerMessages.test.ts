import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionLabels, missionStageLabels, TimeInterval, UserStatus, userTypeLabels } from '../../schemas/enums.js';
import { esServerMessages } from '../../schemas/i18n/serverMessages.es.js';
import { toSpanish } from '../../schemas/i18n/messages.js';
import { languageOfHeader, localize, spanishLabel } from '../../schemas/i18n/translate.js';
import { passwordRuleTexts } from '../../schemas/passwordRules.js';
import { loadRegistry, type JsonSchema } from '../../server/engine/registry.js';
import { spanishBody } from '../../server/http/language.js';
import { schemasWith } from '../helpers/schemaCopy.js';

const TEXT_KEYWORDS = ['x-label', 'x-required-label', 'x-format-message', 'x-required-message', 'x-unique-message'];

/** Every text a schema gives people: its keywords' texts, its column sets' and menu's labels. */
function schemaTexts(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => schemaTexts(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      if ((TEXT_KEYWORDS.includes(key) || key === 'label') && typeof value === 'string') out.add(value);
      schemaTexts(value, out);
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Spanish of the schemas and the server', () => {
  it('when every schema (generated histories and views included) is read, then each of its texts has a Spanish label', () => {
    const registry = loadRegistry(resolve('schemas'));
    const texts = schemaTexts([...registry.schemas.values()]);
    // a stored property's string enum is a vocabulary the lists and editors show (a security event's type)
    for (const e of registry.entities.values())
      for (const p of Object.values<JsonSchema>(e.schema.properties ?? {}))
        if (Array.isArray(p.enum)) p.enum.filter((v: unknown) => typeof v === 'string').forEach((v: string) => texts.add(v));
    const enums = [userTypeLabels, missionStageLabels, auditActionLabels].flatMap((e) => Object.values(e));
    const names = [UserStatus, TimeInterval].flatMap((e) => Object.keys(e).filter((k) => k !== 'None'));
    const missing = [...texts, ...enums, ...names].filter((t) => spanishLabel(t) === undefined);
    expect(missing).toEqual([]);
    expect(spanishLabel('Asset History')).toBe('Historial de Activo');
  });

  it("when a schema carries x-i18n, then its texts count as translated, in labels and in the server's messages", () => {
    const vendor: JsonSchema = JSON.parse(readFileSync(resolve('tests/fixtures/vendor.schema.json'), 'utf8'));
    vendor['x-rules'] = [{ differs: 'phone', from: 'name' }];
    vendor['x-i18n'] = { es: { Vendor: 'Proveedor', Vendors: 'Proveedores', 'Vendor Name': 'Nombre del proveedor' } };
    const file = join(mkdtempSync(join(tmpdir(), 'ym-vendor-')), 'vendor.schema.json');
    writeFileSync(file, JSON.stringify(vendor));
    const registry = loadRegistry(schemasWith(file));
    const missing = [...schemaTexts([registry.schemas.get('vendor'), registry.schemas.get('vendorAudit')])].filter(
      (t) => spanishLabel(t) === undefined,
    );
    expect(missing).toEqual([]);
    expect(spanishLabel('Vendor History')).toBe('Historial de Proveedor');
    expect(toSpanish('Vendor Name is required')).toBe('Nombre del proveedor es obligatorio');
    expect(toSpanish('Phone must differ from Vendor Name')).toBe('Teléfono debe ser distinto de Nombre del proveedor');
  });

  it('when a server message is listed, then its Spanish has the same placeholders and the English is not repeated', () => {
    for (const [en, es] of esServerMessages) {
      expect(placeholders(es), en).toEqual(placeholders(en));
      expect(es).not.toBe(en);
    }
    expect(new Set(esServerMessages.map(([en]) => en)).size).toBe(esServerMessages.length);
  });

  it('when a message names a label, then the label is translated with it; a value that is no label is kept', () => {
    expect(toSpanish('Company Name is required')).toBe('Nombre de la empresa es obligatorio');
    expect(toSpanish('Email Address must be at most 254 characters')).toBe('Correo electrónico debe tener como máximo 254 caracteres');
    expect(toSpanish('A Mission cannot go from Completed to Activate')).toBe('Una misión no puede pasar de Completada a Activar');
    expect(toSpanish('TR-1001 does not track payloads')).toBe('TR-1001 no controla cargas');
    expect(toSpanish('Site Name already exists; Site Name is required')).toBe(
      'Nombre del sitio ya existe; Nombre del sitio es obligatorio',
    );
    expect(toSpanish('Too many attempts. Please try again in 12 minutes.')).toBe('Demasiados intentos. Inténtelo de nuevo en 12 minutos.');
    expect(toSpanish('Dwell Red (minutes) must be more than Dwell Amber (minutes)')).toBe(
      'Estancia roja (minutos) debe ser mayor que Estancia ámbar (minutos)',
    );
    expect(toSpanish('Something new the server says')).toBe('Something new the server says');
    expect(localize('Company Name', 'en')).toBe('Company Name');
    expect(localize('Company Name', 'es')).toBe('Nombre de la empresa');
  });

  it('when an answer body carries messages, then only the message texts are translated', () => {
    const body = {
      error: { code: 'validation', message: 'Site Name is required', details: [{ field: 'siteName', message: 'Site Name is required' }] },
    };
    expect(spanishBody(body)).toEqual({
      error: {
        code: 'validation',
        message: 'Nombre del sitio es obligatorio',
        details: [{ field: 'siteName', message: 'Nombre del sitio es obligatorio' }],
      },
    });
    expect(spanishBody({ data: { isSuccessful: false, errorMessage: 'Password is incorrect' } })).toEqual({
      data: { isSuccessful: false, errorMessage: 'La contraseña es incorrecta' },
    });
    expect(spanishBody({ data: { siteName: 'Site Name is required' } })).toEqual({ data: { siteName: 'Site Name is required' } });
  });

  it('when Accept-Language lists languages, then the first supported one by q-value wins, English otherwise', () => {
    expect(languageOfHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfHeader('en-US,es;q=0.5')).toBe('en');
    expect(languageOfHeader('fr-FR,es;q=0.7,en;q=0.3')).toBe('es');
    expect(languageOfHeader('es;q=0.2,en;q=0.9')).toBe('en');
    expect(languageOfHeader('de')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
  });

  it('when a policy has minimums, then the rule sentences exist in Spanish, plural above 1', () => {
    expect(passwordRuleTexts({ minPwdLength: 8, minPwdLower: 1, minPwdSpecial: 2 }, 'es')).toEqual([
      'La longitud mínima de la contraseña es 8',
      'Debe contener como mínimo 1 minúscula',
      'Debe contener como mínimo 2 caracteres especiales',
    ]);
  });
});
