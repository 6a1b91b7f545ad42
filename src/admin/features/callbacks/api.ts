/** The callback operations of schemas/callbacks.yaml, typed from the generated contract. */
import type { components } from '../../../api/generated/callbacks.ts';
import { callOperation } from '../../../api/call-operation.ts';

type S = components['schemas'];
export type Callback = S['Callback'];
export type CallbackDelivery = S['CallbackDelivery'];

export const loadCallbacks = (applyId: number) =>
  callOperation<{ list: Callback[]; events: string[] }>('callbackList', { query: { apply_id: applyId } });

export const createCallback = (applyId: number, envType: number, url: string, events: string[]) =>
  callOperation<Callback & { secret: string }>('callbackCreate', {
    body: { apply_id: applyId, env_type: envType, url, events },
  });

export const updateCallback = (callbackId: number, change: { enabled?: boolean }) =>
  callOperation<Callback>('callbackUpdate', { body: { callback_id: callbackId, ...change } });

export const deleteCallback = (callbackId: number) =>
  callOperation<{ callback_id: number }>('callbackDelete', { body: { callback_id: callbackId } });

export const callbackSecret = (callbackId: number) =>
  callOperation<{ callback_id: number; secret: string }>('callbackSecret', { query: { callback_id: callbackId } });

export const sendTestEvent = (callbackId: number) =>
  callOperation<CallbackDelivery>('callbackTest', { body: { callback_id: callbackId } });

export const redeliver = (deliveryId: number) =>
  callOperation<CallbackDelivery>('callbackRedeliver', { body: { delivery_id: deliveryId } });
