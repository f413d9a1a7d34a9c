// The sx of a dialog whose fields and buttons sit inside a react-admin <Form>.
/**
 * The form is made a flex column of the dialog's paper, so only its DialogContent scrolls and the
 * title and buttons stay on screen however long the fields grow (a plain form element would make
 * the whole dialog scroll as one block, its buttons below a phone's screen).
 */
export const FORM_DIALOG_SX = { '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } };
