/** The status and code of a refused call. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = (await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  )) as { statusCode: number; data: { code: string } };
  return { status: error.statusCode, code: error.data.code };
}
