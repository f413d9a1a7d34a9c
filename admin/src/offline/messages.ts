// Texts of the driver's app without a network (issue 13 §5), in both catalogues.
export const messages = {
  en: {
    offline: {
      banner: 'Offline — last updated %{time}',
      pending: 'Pending',
      pending_count: '%{smart_count} stage change waiting to be sent |||| %{smart_count} stage changes waiting to be sent',
    },
  },
  es: {
    offline: {
      banner: 'Sin conexión — actualizado a las %{time}',
      pending: 'Pendiente',
      pending_count: '%{smart_count} cambio de etapa por enviar |||| %{smart_count} cambios de etapa por enviar',
    },
  },
};
