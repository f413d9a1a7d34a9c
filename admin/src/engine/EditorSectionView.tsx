import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { activeLanguage } from '../i18n/locale';
import { isReadOnly, sectionLabel } from './editorLayout';
import type { EditorLock, EditorSection, EditorUi } from './entityUi';
import { inputFor } from './inputFor';
import { baseType, propLabel, type EntitySchema } from './schemaTypes';
import { validatorsFor } from './validators';

interface EditorSectionViewProps {
  schema: EntitySchema;
  section: EditorSection;
  ui: EditorUi | undefined;
  isNew: boolean;
  showHeading: boolean;
  /** The record can no longer be changed: every input read-only. */
  closed?: boolean;
  /** Fields that cannot change for now: read-only, with the lock's note. */
  lock?: EditorLock;
}

/** Lists, long text and switches take a whole row of the two-column grid. */
const isWide = (schema: EntitySchema, name: string) => {
  const p = schema.properties[name];
  return ['array', 'boolean'].includes(baseType(p) ?? '') || p['x-widget'] === 'textarea';
};

/** One section of the generated editor: its properties through the type map, then its component. */
export const EditorSectionView = ({ schema, section, ui, isNew, showHeading, closed, lock }: EditorSectionViewProps) => {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  const Extra = section.component;
  return (
    <Box component="section" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, maxWidth: 960 }}>
      {showHeading && (section.labelKey || section.label) && (
        <Typography variant="h6" component="h2" sx={{ mt: 2, gridColumn: '1 / -1' }}>
          {sectionLabel(section, translate, language)}
        </Typography>
      )}
      {(section.props ?? []).map((name) => {
        const Override = ui?.inputs?.[name];
        const label = translate(`resources.${schema['x-rest']}.fields.${name}`, { _: propLabel(schema.properties[name], name) });
        const locked = !!lock?.fields.includes(name);
        const props = {
          schema,
          name,
          validate: validatorsFor(schema, name),
          readOnly: isReadOnly(ui, name, isNew, closed) || locked,
          placeholder: translate('maintenance.please_select', { label }),
          // in the secondary text colour, not the dimmed one of the read-only input above it: it is read
          helperText: locked ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {translate(lock!.fieldNote)}
            </Box>
          ) : undefined,
        };
        return (
          <Box key={name} sx={{ gridColumn: isWide(schema, name) ? '1 / -1' : undefined }}>
            {Override ? <Override {...props} /> : inputFor(props, translate)}
          </Box>
        );
      })}
      {Extra && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Extra schema={schema} />
        </Box>
      )}
    </Box>
  );
};
