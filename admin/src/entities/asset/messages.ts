// Catalogue entries of the asset screens, in English (the spec's wording) and Spanish.
export const messages = {
  en: {
    menu: { assets: 'Assets' },
    assets: {
      history: 'History',
      asset_manager: 'Asset Manager',
      repairs: 'Repairs',
      repairs_title: 'Asset Repairs - %{unit}',
      control: 'Control',
      repair_failed: 'Asset Repair Update Failure, Please see logs',
      repair_saved: 'Asset Update Completed',
      history_title: 'Asset History - %{unit}',
      no_history: 'No Asset History',
      changes: 'Changes',
      created: 'Created',
    },
  },
  es: {
    menu: { assets: 'Activos' },
    assets: {
      history: 'Historial',
      asset_manager: 'Gestión de activos',
      repairs: 'Reparaciones',
      repairs_title: 'Reparaciones del activo - %{unit}',
      control: 'Control',
      repair_failed: 'Error al actualizar la reparación del activo. Consulte los registros',
      repair_saved: 'Actualización del activo completada',
      history_title: 'Historial del activo - %{unit}',
      no_history: 'Sin historial del activo',
      changes: 'Cambios',
      created: 'Creado',
    },
  },
};
