// What a per-entity piece may change in the generic list and editor. The map from entity id to
// its EntityUi lives in entityUiMap.ts; an entity without an entry gets the plain generated screens.
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord, Validator } from 'react-admin';
import type { AreaName } from '../routing/areas';
import type { EntitySchema } from './schemaTypes';

export interface PropInputProps {
  schema: EntitySchema;
  name: string;
  validate: Validator[];
  readOnly?: boolean;
  placeholder?: string;
  /** Said under the input (why it is read-only: EditorUi.locked). */
  helperText?: ReactNode;
}

export type FormValues = Record<string, unknown>;

export interface EditorSection {
  key: string;
  labelKey?: string;
  /** The English label of a schema's section (x-layout), translated as a schema label. */
  label?: string;
  /** Properties shown in this section, in order. */
  props?: string[];
  /** Shown after the properties. */
  component?: ComponentType<{ schema: EntitySchema }>;
  hidden?: (values: FormValues) => boolean;
  disabled?: (values: FormValues) => boolean;
}

/** A heading of its own sorts the list itself (sortSource), so that its buttons are not nested in the table's sort button. */
export interface ColumnHeaderProps {
  label: string;
  sortSource?: string;
}

export interface ListUi {
  /** The list columns when they differ from x-list (hooks allowed). */
  useColumns?: (schema: EntitySchema) => string[];
  /** A permanent filter; null waits (e.g. for the company). */
  useFilter?: () => Record<string, unknown> | null;
  /** Extra toolbar content: company selector, Reorder. */
  toolbar?: ComponentType<{ schema: EntitySchema; filter: Record<string, unknown> }>;
  /** Header content per column, e.g. column filters. */
  columnHeaders?: Record<string, ComponentType<ColumnHeaderProps>>;
  /** Replaces the generated list screen (the lookup groups' expandable table). */
  screen?: ComponentType<{ schema: EntitySchema }>;
}

export interface EditorLock {
  fields: string[];
  notice: string;
  fieldNote: string;
}

export interface SaveConfirmation {
  flag: string;
  title: string;
  confirm: string;
}

export interface EditorUi {
  hidden?: string[];
  readOnly?: string[];
  readOnlyOnceSaved?: string[];
  inputs?: Record<string, ComponentType<PropInputProps>>;
  sections?: EditorSection[];
  /** What a schema's x-layout section cannot say, by its key: disabled or hidden while… */
  sectionOptions?: Record<string, Pick<EditorSection, 'disabled' | 'hidden' | 'component'>>;
  /** Sections as tabs (default: when the schema's x-layout has more than one). */
  tabs?: boolean;
  /** Values of a new record beyond the schema defaults (route parameters, the working company). */
  useDefaults?: () => FormValues;
  /**
   * Whether the server would delete this record for the logged-in user (e.g. not one's own user):
   * the editor's Delete shows and the list row's Delete is enabled only then.
   */
  canDelete?: (record: RaRecord) => boolean;
  /**
   * A saved record that can no longer be changed (the server refuses it, e.g. a completed
   * mission): the catalogue key of the notice shown instead of Save, every input read-only.
   */
  closed?: (record: RaRecord) => string | undefined;
  /**
   * Fields of a saved record that cannot change for now (the server refuses it, e.g. the asset of
   * a mission a driver is working): those inputs read-only, each with `fieldNote` under it, and
   * `notice` above the form saying why and what would free them (catalogue keys).
   */
  locked?: (record: RaRecord) => EditorLock | undefined;
  /**
   * Refusals the user may confirm past, by the server's 409 code (a mission's asset already on
   * another open mission: asset_in_use): the editor asks in the server's words, under `title`,
   * and on `confirm` saves again with the body's `flag` set (the server's own override).
   */
  confirmations?: Record<string, SaveConfirmation>;
  /** Rendered inside the form, e.g. dialogs that act on the saved record. */
  extra?: ReactNode;
  /** Save (and Delete) go back to the screen the editor was opened from, not to the entity's list. */
  returnToPrevious?: boolean;
  /** Where the History button goes, when the entity's history has a route of its own (the asset's). */
  historyPathOf?: (area: AreaName, id: number) => string;
}

export interface EntityUi {
  listTitleKey?: string;
  editorTitleKey?: string;
  list?: ListUi;
  editor?: EditorUi;
  /** Suffix of the editor path after the id (lookups: the group id; security parameters: '/'). */
  editSuffix?: (record: FormValues) => string;
}
