/** The syntax tree of a formula. Every node keeps its source span for error messages. */
export interface Span {
  /** 0-based offset of the first character. */
  start: number;
  /** 0-based offset just after the last character. */
  end: number;
}

export type Node =
  | ({ type: 'number'; text: string } & Span)
  | ({ type: 'string'; value: string } & Span)
  | ({ type: 'boolean'; value: boolean } & Span)
  | ({ type: 'null' } & Span)
  /** A token or field by machine name; `path` has more than one part for `link.field`. */
  | ({ type: 'ref'; path: string[] } & Span)
  | ({ type: 'call'; name: string; args: Node[] } & Span)
  | ({ type: 'unary'; op: '-' | 'NOT'; arg: Node } & Span)
  | ({ type: 'binary'; op: BinaryOp; left: Node; right: Node } & Span);

export type BinaryOp = '+' | '-' | '*' | '/' | '&' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'AND' | 'OR';
