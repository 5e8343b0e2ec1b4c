import path from 'node:path';
import ts from 'typescript';

// Where a project's code uses text keys, found by TypeScript's type checker (docs/decisions/0017
// and 0018): the web app's, the server's and the contracts' validation texts. A key is wherever
// the types expect one: the argument of t(), the i18nKey of <Trans>, a page's titleKey, a value
// of a Record<…, TranslationKey> table, what a function declared to return a key returns, a
// schema's message(...)... What stands there is read from its type, so a literal, a template
// (`wizard.steps.${step}` with step: 0 | 1 | 2), a conditional or a constant all give every key
// they can be.

export interface KeyUse {
  /** The key as t() takes it: a plural text by its base key. */
  key: string;
  /** Where, as 'features/x/y.tsx:12'. */
  at: string;
  /**
   * For the key of a t() call or a <Trans>: the names of the values given with it (and of
   * <Trans>'s components). Absent where the key is only stored or passed on, or where the types
   * do not know the names (a Record<string, …>).
   */
  given?: { values: string[]; components?: string[] };
}

export interface KeyScan {
  uses: KeyUse[];
  /** Places that expect a key but get one the types cannot name: a string, or a cast. */
  untyped: string[];
  /** Every key the key type admits. */
  typedKeys: Set<string>;
  /** Strings and JSX text with Arabic letters: a text written in the code, not in a catalogue. */
  arabic: string[];
  /** The files read, relative to the source folder. */
  files: string[];
}

/** An Arabic letter (not a digit or separator, which number parsing reads). */
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;

export interface KeyScanOptions {
  /** The project's tsconfig.json: the program is compiled as the project is. */
  tsconfig: string;
  /** The folder of the code to read (absolute). */
  srcDir: string;
  /** What is not read, by path relative to srcDir: tests and their helpers, data. */
  skip: RegExp;
  /** The key type: a type alias. */
  keyType: Declared;
  /**
   * The functions that word a key: type aliases (TFunction) or function declarations. In a call
   * of one, the argument after the key holds the values of its placeholders (or a function of
   * the language that returns them).
   */
  translators: Declared[];
}

/** Something a module declares: `module` relative to srcDir. */
export interface Declared {
  module: string;
  name: string;
}

/** The string literals a type can be ('a' | 'b' gives both), and whether it can be anything else. */
function literalsOf(type: ts.Type): { literals: string[]; open: boolean } {
  const literals: string[] = [];
  let open = false;
  for (const member of type.isUnion() ? type.types : [type]) {
    if (member.isStringLiteral()) literals.push(member.value);
    else if (!(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null))) open = true;
  }
  return { literals, open };
}

/** A name that only names something: a property's, an attribute's, a.b's b. */
const isOnlyName = (node: ts.Identifier) =>
  (node.parent as ts.NamedDeclaration).name === node &&
  !ts.isShorthandPropertyAssignment(node.parent);

/** Expressions that can stand for a key (not, say, an object or a JSX element holding one). */
const canBeKey = (node: ts.Node): node is ts.Expression =>
  ts.isStringLiteralLike(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isIdentifier(node) && !isOnlyName(node)) ||
  ts.isPropertyAccessExpression(node) ||
  ts.isElementAccessExpression(node) ||
  ts.isConditionalExpression(node) ||
  ts.isCallExpression(node);

type Named = ts.TypeAliasDeclaration | ts.FunctionDeclaration;

function declared(program: ts.Program, srcDir: string, { module, name }: Declared): Named {
  const file = program.getSourceFile(`${srcDir}${module}`);
  if (!file) throw new Error(`${module} is not in the program`);
  const found = file.statements.find(
    (statement): statement is Named =>
      (ts.isTypeAliasDeclaration(statement) || ts.isFunctionDeclaration(statement)) &&
      statement.name?.text === name,
  );
  if (!found) throw new Error(`${module} declares no ${name}`);
  return found;
}

/** Every use of a key in the code under `srcDir`, as the project's tsconfig.json compiles it. */
export function scanKeyUses(options: KeyScanOptions): KeyScan {
  const srcDir = `${path.resolve(options.srcDir)}/`;
  const config = ts.readConfigFile(options.tsconfig, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, ''));
  const parsed = ts.parseJsonConfigFileContent(
    config.config,
    ts.sys,
    path.dirname(options.tsconfig),
  );
  const codeFiles = parsed.fileNames.filter(
    (f) => f.startsWith(srcDir) && !options.skip.test(f.slice(srcDir.length)),
  );
  const program = ts.createProgram(codeFiles, parsed.options);
  const checker = program.getTypeChecker();

  const keyType = checker.getTypeAtLocation(declared(program, srcDir, options.keyType).name!);
  const typedKeys = new Set(literalsOf(keyType).literals);
  const translators = new Set<ts.Node>(
    options.translators.map((translator) => declared(program, srcDir, translator)),
  );

  /** The key type, or some of its keys. */
  const isKeyType = (type: ts.Type) => {
    const { literals, open } = literalsOf(checker.getNonNullableType(type));
    return !open && literals.length > 0 && literals.every((literal) => typedKeys.has(literal));
  };
  const expectsKey = (node: ts.Expression) => {
    const expected = checker.getContextualType(node);
    const constraint =
      expected && expected.flags & ts.TypeFlags.TypeParameter
        ? checker.getBaseConstraintOfType(expected)
        : expected;
    return constraint !== undefined && isKeyType(constraint);
  };
  /** A translating function: t, i18n.t, what getFixedT gives, the server's localize... */
  const translates = (call: ts.CallExpression) => {
    const declaration = checker.getResolvedSignature(call)?.getDeclaration();
    return (
      declaration !== undefined &&
      (translators.has(declaration) || translators.has(declaration.parent))
    );
  };
  /**
   * The names of an object's properties, as its type knows them (of what it returns, for a
   * function of the language); undefined for a dictionary.
   */
  const namesOf = (node: ts.Expression | undefined): string[] | undefined => {
    if (!node) return [];
    let type = checker.getTypeAtLocation(node);
    const [signature] = type.getCallSignatures();
    if (signature) type = signature.getReturnType();
    if (type.flags & ts.TypeFlags.Any || checker.getIndexInfosOfType(type).length > 0) return;
    return type.getProperties().map((property) => property.name);
  };
  const jsxAttribute = (element: ts.JsxSelfClosingElement, name: string) => {
    const initializer = element.attributes.properties.find(
      (property): property is ts.JsxAttribute =>
        ts.isJsxAttribute(property) && property.name.getText() === name,
    )?.initializer;
    return initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
  };

  const uses: KeyUse[] = [];
  const untyped: string[] = [];
  const arabic: string[] = [];
  const files = codeFiles.map((fileName) => program.getSourceFile(fileName)!);
  for (const file of files) {
    const where = (node: ts.Node) =>
      `${file.fileName.slice(srcDir.length)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const recorded = new Set<ts.Node>();
    /** The key or keys that `node` stands for; a value of any key at all is only passed on. */
    const record = (node: ts.Expression, given?: KeyUse['given']) => {
      recorded.add(node);
      // A literal's own text: its type is widened to string in some places (a JSX attribute).
      const { literals, open } = ts.isStringLiteralLike(node)
        ? { literals: [node.text], open: false }
        : literalsOf(checker.getTypeAtLocation(node));
      if (open) untyped.push(`${where(node)}: ${node.getText()}`);
      else if (literals.length === typedKeys.size) return;
      for (const key of literals) uses.push({ key, at: where(node), ...(given && { given }) });
    };
    const visit = (node: ts.Node): void => {
      if (
        (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) &&
        ARABIC_LETTER.test(node.text)
      ) {
        arabic.push(`${where(node)}: ${node.getText()}`);
      }
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        if (isKeyType(checker.getTypeFromTypeNode(node.type))) {
          untyped.push(`${where(node)}: ${node.getText()} (a cast)`);
        }
      } else if (ts.isCallExpression(node) && translates(node)) {
        const at = node.arguments.findIndex((argument) => expectsKey(argument));
        if (at >= 0) {
          const values = namesOf(node.arguments[at + 1]);
          record(node.arguments[at]!, values && { values });
        }
      } else if (ts.isJsxSelfClosingElement(node) && node.tagName.getText() === 'Trans') {
        const key = jsxAttribute(node, 'i18nKey');
        const values = namesOf(jsxAttribute(node, 'values'));
        const components = namesOf(jsxAttribute(node, 'components'));
        if (key) record(key, values && components && { values, components });
      } else if (canBeKey(node) && !recorded.has(node) && expectsKey(node)) {
        record(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const read = files.map((file) => file.fileName.slice(srcDir.length));
  return { uses, untyped, typedKeys, arabic, files: read };
}
