/**
 * The body of a generated call's 2xx answer. The mutator throws `ApiError` for anything else, so
 * the non-2xx members of orval's response unions never arrive; this narrows them away for `select`.
 */
export function okData<R extends { status: number; data: unknown }>(
  response: R,
): Extract<R, { status: 200 | 201 }>['data'] | undefined {
  return response.status === 200 || response.status === 201 ? response.data : undefined;
}
