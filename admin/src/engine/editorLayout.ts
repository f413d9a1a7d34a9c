// Which properties the generated editor shows, in which sections, and how each is set up.
import type { RaRecord } from 'react-admin';
import type { EditorSection, EditorUi } from './entityUi';
import { baseType, editableProps, type EntitySchema } from './schemaTypes';

/** Properties without a generic input: JSON text and lists of objects (per-entity pieces own them). */
const hasGenericInput = (schema: EntitySchema, name: string) => {
  const p = schema.properties[name];
  const type = baseType(p);
  if (type === 'object') return false;
  if (type === 'array') return !!p.items?.['x-ref']?.entity;
  return !(p as { 'x-json-text'?: boolean })['x-json-text'];
};

export function editorSections(schema: EntitySchema, ui: EditorUi | undefined): EditorSection[] {
  if (ui?.sections) return ui.sections;
  const hidden = new Set(ui?.hidden ?? []);
  const props = editableProps(schema).filter((name) => !hidden.has(name) && (ui?.inputs?.[name] || hasGenericInput(schema, name)));
  return [{ key: 'main', props }];
}

export const sectionProps = (sections: EditorSection[]) => sections.flatMap((s) => s.props ?? []);

export const isReadOnly = (ui: EditorUi | undefined, name: string, isNew: boolean, closed = false) =>
  closed || !!ui?.readOnly?.includes(name) || (!isNew && !!ui?.readOnlyOnceSaved?.includes(name));

/** The notice key of a saved record its editor shows closed (EditorUi.closed); undefined while it may change. */
export const closedNotice = (ui: EditorUi | undefined, record: RaRecord | undefined) => (record?.id ? ui?.closed?.(record) : undefined);

/** The fields of a saved record that cannot change for now, and why (EditorUi.locked). */
export const lockOf = (ui: EditorUi | undefined, record: RaRecord | undefined) => (record?.id ? ui?.locked?.(record) : undefined);

/** The section (tab) a field is in; the first section for a field none shows. */
export const sectionOfField = (sections: EditorSection[], field: string | undefined) =>
  sections.find((s) => field && s.props?.includes(field.split(/[.[]/)[0]))?.key ?? sections[0]?.key;
