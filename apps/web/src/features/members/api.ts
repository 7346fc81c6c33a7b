import type { AnswerOf, BodyOf } from '@amora/shared/contract';
import { deleteBlock, postBlock, postReport } from '@amora/shared/endpoints';
import { call } from '../../api/endpoint';

/* The search and profile queries other screens read too live in app-state/members/queries.ts. */

/** A report's receipt: its number, when it was made, and whether the member was blocked too. */
export type ReportReceipt = AnswerOf<typeof postReport>['report'];

export const memberApi = {
  block: (profileId: number) => call(postBlock, { body: { profile_id: profileId } }),
  unblock: (profileId: number) => call(deleteBlock, { body: { profile_id: profileId } }),
  report: (body: BodyOf<typeof postReport>) => call(postReport, { body }),
};
