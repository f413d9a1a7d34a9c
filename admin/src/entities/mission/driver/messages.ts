// Catalogue entries of the driver's missions (English; the spec's wording where it has one:
// operations §2, §4, §5), under missions.driver.
export const driverMessages = {
  driver: {
    mission_type: 'Mission Type',
    all_types: 'All Types',
    operator: 'Operator',
    none: 'No Missions',
    mission_number: 'Mission %{id}',
    columns: {
      id: 'ID',
      title: 'Mission',
      ship: 'Ship Date',
      priority: 'Priority',
      operator: 'Operator',
      asset: 'Asset',
      source: 'Source',
      destination: 'Destination',
      stage: 'Stage',
      notes: 'Notes',
      actions: 'Actions',
      totalWait: 'Total Wait (min)',
      createDate: 'Date Created',
    },
    // the stage buttons (§4)
    activate: 'Activate',
    transfer: 'Transfer',
    deactivate: 'De-activate',
    wait: 'Wait',
    complete: 'Complete',
    waiting: 'Waiting',
    resume: 'Resume',
    waited: 'Waited',
    minutes: 'min',
    // the mission stage dialog
    stage_title: 'Mission %{id}',
    confirm_activate: 'Activate this Mission?',
    confirm_transfer: 'Transfer this Mission from %{name} to you?',
    confirm_deactivate: 'De-activate this Mission?',
    confirm_wait: 'Wait on this Mission? Say why in the note.',
    confirm_waiting: 'Resume this Mission?',
    completion_note: 'Completion Note',
    note: 'Note',
    refused_title: 'Stage Not Changed',
    // the Park and Payload dialog
    park_title: 'Park and Payload',
    park_location: 'Park Location',
  },
};
