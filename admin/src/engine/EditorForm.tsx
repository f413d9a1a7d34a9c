import { Alert, Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { PageBanner } from '../ui/PageBanner';
import { useCallback, useState } from 'react';
import { Form, useRecordContext, useTranslate } from 'react-admin';
import { activeLanguage } from '../i18n/locale';
import { useWatch } from 'react-hook-form';
import { closedNotice, editorSections, lockOf, sectionLabel, sectionOfField, sectionProps, usesTabs } from './editorLayout';
import { EditorSectionView } from './EditorSectionView';
import { EditorToolbar } from './EditorToolbar';
import type { EditorLock, EditorSection, EditorUi } from './entityUi';
import { ConfirmSave, type PendingConfirmation } from './ConfirmSave';
import { FormErrorWatcher } from './FormErrorWatcher';
import { RulesWatcher } from './RulesWatcher';
import type { EntitySchema } from './schemaTypes';

interface EditorFormProps {
  schema: EntitySchema;
  ui: EditorUi | undefined;
  title: string;
  isNew: boolean;
  listPath: string;
  /** A refused save the user is asked to confirm (EditorUi.confirmations). */
  pending?: PendingConfirmation | null;
  onAnswered?: () => void;
}

/** Sections one under the other, or as tabs; hidden tabs are not mounted, disabled ones stay mounted. */
const EditorBody = ({
  schema,
  ui,
  isNew,
  sections,
  closed,
  lock,
}: Omit<EditorFormProps, 'title' | 'listPath' | 'pending' | 'onAnswered'> & {
  sections: EditorSection[];
  closed: boolean;
  lock?: EditorLock;
}) => {
  const translate = useTranslate();
  const language = activeLanguage.useValue();
  const values = useWatch();
  const [tab, setTab] = useState(sections[0]?.key);
  const visible = sections.filter((s) => !s.hidden?.(values));
  // A refused save opens the tab of the field the server (or the form) names.
  const onError = useCallback((field: string | undefined) => setTab(sectionOfField(sections, field)), [sections]);
  const watcher = <FormErrorWatcher order={sectionProps(sections)} onError={onError} />;
  if (!usesTabs(schema, ui)) {
    return (
      <>
        {watcher}
        {visible.map((s) => (
          <EditorSectionView key={s.key} schema={schema} section={s} ui={ui} isNew={isNew} showHeading closed={closed} lock={lock} />
        ))}
      </>
    );
  }
  const current = visible.some((s) => s.key === tab && !s.disabled?.(values)) ? tab : visible[0]?.key;
  return (
    <>
      {watcher}
      <Tabs
        value={current}
        onChange={(_, key) => setTab(key)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1, borderBottom: 1, borderColor: 'divider', maxWidth: '100%' }}
      >
        {visible.map((s) => (
          <Tab key={s.key} value={s.key} label={sectionLabel(s, translate, language)} disabled={!!s.disabled?.(values)} />
        ))}
      </Tabs>
      {visible.map((s) => (
        <Box key={s.key} role="tabpanel" hidden={s.key !== current}>
          <EditorSectionView schema={schema} section={s} ui={ui} isNew={isNew} showHeading={false} closed={closed} lock={lock} />
        </Box>
      ))}
    </>
  );
};

/**
 * The generated editor's form: title, sections, Delete and Save. A record that can no longer be
 * changed (EditorUi.closed) is shown read-only, its notice in place of a Save the server would
 * refuse; one some of whose fields cannot change for now (EditorUi.locked), those read-only under
 * its notice.
 */
export const EditorForm = ({ schema, ui, title, isNew, listPath, pending = null, onAnswered = () => undefined }: EditorFormProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const notice = closedNotice(ui, record);
  const lock = notice ? undefined : lockOf(ui, record);
  const sections = editorSections(schema, ui);
  return (
    <Form disableInvalidFormNotification noValidate>
      <Card sx={{ m: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <CardContent>
          <PageBanner title={title} back={listPath} />
          {notice && (
            <Alert severity="info" sx={{ mb: 2, maxWidth: 960 }} data-testid="editor-closed">
              {translate(notice)}
            </Alert>
          )}
          {lock && (
            <Alert severity="info" sx={{ mb: 2, maxWidth: 960 }} data-testid="editor-locked">
              {translate(lock.notice)}
            </Alert>
          )}
          <RulesWatcher schema={schema} />
          <EditorBody schema={schema} ui={ui} isNew={isNew} sections={sections} closed={!!notice} lock={lock} />
          {ui?.extra}
          <ConfirmSave pending={pending} onClose={onAnswered} />
          <EditorToolbar schema={schema} ui={ui} listPath={listPath} closed={!!notice} />
        </CardContent>
      </Card>
    </Form>
  );
};
