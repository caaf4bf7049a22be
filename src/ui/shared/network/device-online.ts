/** Whether the device says it has a connection (the browser's `navigator.onLine`; true where nobody says). */
export const isDeviceOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;
