interface Refused {
  statusCode: number;
  data: { code: string };
  fieldErrors: { path: string; key: string }[];
}

/** The error of a call that must fail. */
async function refused(call: Promise<unknown>): Promise<Refused> {
  return (await call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  )) as Refused;
}

/** The status and code of a refused call. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await refused(call);
  return { status: error.statusCode, code: error.data.code };
}

/** The status of a refused call and its field errors as `path:key`. */
export async function fieldRefusal(call: Promise<unknown>): Promise<{ status: number; fields: string[] }> {
  const error = await refused(call);
  return { status: error.statusCode, fields: error.fieldErrors.map((f) => `${f.path}:${f.key}`) };
}
