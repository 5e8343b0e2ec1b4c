import ts from 'typescript';

// Where the web app's code uses text keys, found by TypeScript's type checker (docs/decisions/
// 0017). A key is wherever the types expect one: the argument of t(), the i18nKey of <Trans>, a
// page's titleKey, a value of a Record<…, TranslationKey> table, what a function declared to
// return a TranslationKey returns... What stands there is read from its type, so a literal, a
// template (`wizard.steps.${step}` with step: 0 | 1 | 2), a conditional or a constant all give
// every key they can be.

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
  /** Every key the TranslationKey type admits. */
  typedKeys: Set<string>;
  /** Strings and JSX text with Arabic letters: a text written in the code, not in the locales. */
  arabic: string[];
  /** The files read, relative to src/. */
  files: string[];
}

/** An Arabic letter (not a digit or separator, which number parsing reads). */
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;

/** Tests and their helpers: a key only they use is shown to no visitor. */
const TEST_CODE = /\.test\.tsx?$|\/testing\/|test-setup\.tsx?$/;

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

function namedTypeAlias(file: ts.SourceFile, name: string) {
  const alias = file.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === name,
  );
  if (!alias) throw new Error(`${file.fileName} declares no type ${name}`);
  return alias;
}

/** Every use of a key in the app's code under `webDir`/src, as its tsconfig.json compiles it. */
export function scanKeyUses(webDir: string): KeyScan {
  const srcDir = `${webDir}/src/`;
  const config = ts.readConfigFile(`${webDir}/tsconfig.json`, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, ''));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, webDir);
  const appFiles = parsed.fileNames.filter((f) => f.startsWith(srcDir) && !TEST_CODE.test(f));
  const program = ts.createProgram(appFiles, parsed.options);
  const checker = program.getTypeChecker();

  const i18n = program.getSourceFile(`${srcDir}lib/i18n.ts`);
  if (!i18n) throw new Error('lib/i18n.ts is not in the program');
  const keyType = checker.getTypeAtLocation(namedTypeAlias(i18n, 'TranslationKey').name);
  const typedKeys = new Set(literalsOf(keyType).literals);
  const tFunction = namedTypeAlias(i18n, 'TFunction');

  /** TranslationKey, or some of its keys. */
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
  /** t, i18n.t, or what getFixedT gives. */
  const callsT = (call: ts.CallExpression) =>
    checker.getResolvedSignature(call)?.getDeclaration()?.parent === tFunction;
  /** The names of an object's properties, as its type knows them; undefined for a dictionary. */
  const namesOf = (node: ts.Expression | undefined): string[] | undefined => {
    if (!node) return [];
    const type = checker.getTypeAtLocation(node);
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
  const files = appFiles.map((fileName) => program.getSourceFile(fileName)!);
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
      } else if (ts.isCallExpression(node) && node.arguments[0] && callsT(node)) {
        const values = namesOf(node.arguments[1]);
        record(node.arguments[0], values && { values });
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
