// three.js's Basis transcoder is an Emscripten build whose embind glue writes the JavaScript
// wrappers of its C++ bindings as source text and compiles them with `new Function`: under a
// CSP without 'unsafe-eval' the worker dies on its first file and never answers. Emscripten's
// own build without dynamic execution (DYNAMIC_EXECUTION=0) uses generic wrappers instead; these
// are those, put in place of the compiled ones with the same checks, wiring and clean-up.

type Patch = { from: string; to: string; by: string };

const PATCHES: Patch[] = [
  {
    // craftInvokerFunction: JavaScript calling C++ (in scope: humanName, argTypes, argCount,
    // cppInvokerFunc, cppTargetFunc, isClassMethodFunc, needsDestructorStack, returns).
    from: "let[args,invokerFnBody]=createJsInvoker(",
    to: "var invokerFn=newFunc(Function,args)(...closureArgs);",
    by: `var expectedArgCount=argCount-2;var invokerFn=function(...args){
if(args.length!==expectedArgCount){throwBindingError(\`function \${humanName} called with \${args.length} arguments, expected \${expectedArgCount}\`)}
var destructors=needsDestructorStack?[]:null;var thisWired;var argsWired=[];var wired=[cppTargetFunc];
if(isClassMethodFunc){thisWired=argTypes[1].toWireType(destructors,this);wired.push(thisWired)}
for(var i=0;i<expectedArgCount;++i){argsWired.push(argTypes[i+2].toWireType(destructors,args[i]))}
var rv=cppInvokerFunc(...wired,...argsWired);
if(needsDestructorStack){runDestructors(destructors)}else{for(var i=isClassMethodFunc?1:2;i<argTypes.length;++i){
var param=i===1?thisWired:argsWired[i-2];if(argTypes[i].destructorFunction!==null){argTypes[i].destructorFunction(param)}}}
if(returns){return argTypes[0].fromWireType(rv)}};`,
  },
  {
    // __emval_get_method_caller: C++ calling JavaScript, as the compiled text would:
    // `new func(…)` (kind 1), `func.call(obj, …)` (kind 0), else `func.call(…)`.
    from: "var functionBody=`return function (obj, func, destructorsRef, args) {",
    to: "var invokerFunction=newFunc(Function,params)(...args);",
    by: `var invokerFunction=function(obj,func,destructorsRef,args){var offset=0;var argN=[];
for(var i=0;i<argCount;++i){argN.push(types[i].readValueFromPointer(args+offset));offset+=types[i]["argPackAdvance"]}
var rv=kind===1?reflectConstruct(func,argN):kind===0?func.call(obj,...argN):func.call(...argN);
if(!retType.isVoid){return emval_returnValue(retType,destructorsRef,rv)}};`,
  },
];

/** The transcoder's script without `new Function`; fails the build if three's copy changed shape. */
export function withoutDynamicExecution(transcoder: string): string {
  const text = PATCHES.reduce(apply, transcoder);
  if (text.includes("newFunc(Function")) throw changed("another `newFunc(Function, …)`");
  return text;
}

function apply(text: string, { from, to, by }: Patch): string {
  const at = text.indexOf(from);
  const end = text.indexOf(to, at);
  if (at < 0 || text.indexOf(from, at + 1) >= 0 || end < 0) throw changed(from);
  return text.slice(0, at) + by + text.slice(end + to.length);
}

const changed = (what: string) =>
  new Error(`three's basis_transcoder.js changed shape (at "${what}"): update scripts/basis-no-eval.ts.`);
