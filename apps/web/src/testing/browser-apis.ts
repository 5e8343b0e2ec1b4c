/**
 * Browser APIs that jsdom lacks and that the sheet (vaul) and Radix's Switch call. For tests
 * only: import it from a test file and call it before rendering.
 */
let stubbed = false;

export function stubSheetBrowserApis() {
  // vaul checks for an installed web app when the sheet opens.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  // vaul captures the pointer when a press starts inside the sheet (user-event clicks do).
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  // vaul reads the sheet's computed transform when a press ends; jsdom leaves it empty.
  if (!stubbed) {
    stubbed = true;
    const getComputedStyle = window.getComputedStyle.bind(window);
    window.getComputedStyle = (element, pseudo) => {
      const style = getComputedStyle(element, pseudo);
      if (!style.transform) style.transform = 'none';
      return style;
    };
  }
  // Radix's Switch measures itself.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
