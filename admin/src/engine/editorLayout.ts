// Which properties the generated editor shows, in which sections, and how each is set up.
import type { RaRecord } from 'react-admin';
import { localize, type Language } from '../../../schemas/i18n/translate';
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

/**
 * The editor's sections: the entity ui's own, else the schema's x-layout (each section's label
 * translated as a schema label; the ui's `sectionOptions` add what a schema cannot say, such as a
 * section disabled until a field is set), else one section of every editable property.
 * A section keeps only the properties the editor can show (not hidden, with an input).
 */
export function editorSections(schema: EntitySchema, ui: EditorUi | undefined): EditorSection[] {
  if (ui?.sections) return ui.sections;
  const hidden = new Set(ui?.hidden ?? []);
  const editable = new Set(editableProps(schema));
  const shown = (name: string) => editable.has(name) && !hidden.has(name) && (!!ui?.inputs?.[name] || hasGenericInput(schema, name));
  const layout = schema['x-layout'];
  if (layout?.length)
    return layout.map((s) => ({ key: s.key, label: s.label, props: s.props.filter(shown), ...ui?.sectionOptions?.[s.key] }));
  return [{ key: 'main', props: editableProps(schema).filter(shown) }];
}

/** Tabs when the ui asks for them, or when the schema's x-layout has more than one section. */
export const usesTabs = (schema: EntitySchema, ui: EditorUi | undefined) =>
  ui?.tabs ?? (!ui?.sections && (schema['x-layout']?.length ?? 0) > 1);

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

/** A section's heading or tab: its catalogue key, else the schema's English label (x-layout) in `language`. */
export const sectionLabel = (s: EditorSection, translate: (key: string) => string, language: Language) =>
  s.labelKey ? translate(s.labelKey) : s.label ? localize(s.label, language) : translate(s.key);
