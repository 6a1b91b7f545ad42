/** An event type's label (`access.approved` → callbacks.event_access_approved; message keys cannot hold dots). */
export const eventLabel = (t: (k: string) => string, type: string) => t(`callbacks.event_${type.replace('.', '_')}`);
