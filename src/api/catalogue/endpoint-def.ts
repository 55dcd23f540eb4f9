/** What the catalogue says of one endpoint: its client, method, path, success code and how it is sent. */
export interface EndpointDef {
  client: 'one' | 'two';
  method: 'GET' | 'POST';
  /** The path, without the `/preschool` prefix when `prefix` is set. */
  path: string;
  /** The envelope code that means success: '0' accepts 0 and '0', '00' accepts only '00'. */
  success: '0' | '00';
  /** Sent under `/preschool`, with the common session parameters in the query string. */
  prefix?: boolean;
  /** Params that go to the query string even on POST. */
  queryParams?: readonly string[];
  /** Body params sent as null when a screen gives null (a JSON body's "none"); other nulls are left out. */
  nullParams?: readonly string[];
  /** The body is multipart (image upload). */
  multipart?: boolean;
  /** 'image': the answer is an image, used through `api.url()` (default 'json'). */
  kind?: 'json' | 'image';
  /**
   * The call changes something on the server (saves, pays, sends a message, registers). Such a
   * call runs only from an action the borrower starts, never as a screen's source (`npm run
   * validate` refuses it there).
   */
  changesState?: boolean;
  description: string;
}
