// Catalogue entries of the mission history (English). The spec names the stage row's fields
// (missionStage, createDate, createUser, notes) but shows no headings: these are the stage
// schema's labels.
export const historyMessages = {
  history_title: 'Mission History',
  history_stages: 'Stage history',
  history_stage: 'Stage',
  history_date: 'Date',
  history_user: 'User',
  history_notes: 'Notes',
  history_no_stages: 'No Stage History',
};
