/** What other features use of this feature on the server. */
export { deleteOutboxFiles, outboxFilePath } from './email-log.server'
export {
  deliverQueuedEmails,
  emailQueueInsert,
  enqueueEmailIf,
  enqueueEmails,
  nudgeEmailQueue,
  type DeferredEmail,
  type QueuedEmail,
  type RenderEmail,
  type RenderedEmail,
} from './email-queue.server'
export { sendEmail, sendEmails } from './email.server'
