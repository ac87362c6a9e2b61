/** The kit's overlays labels in English (every other language holds the same ids). */
export const messages = {
  'kit.overlays.drawer.resize': 'Resize drawer',
  'kit.overlays.snackbar.region': 'Notifications',
  'kit.overlays.snackbar.dismiss': 'Dismiss notification',
  'kit.overlays.alert.dismiss': 'Dismiss alert',
  'kit.overlays.tone.info': 'Information',
  'kit.overlays.tone.warning': 'Warning',
  'kit.overlays.tone.error': 'Error',
  'kit.overlays.tone.success': 'Success',
};

export type MessageId = keyof typeof messages;
