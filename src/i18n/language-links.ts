// The language links' href carries the page's query string and hash (the shop's ?gender=, the
// thank-you page's #order=), so a click before any script has loaded, a link opened in a new
// tab or a copied link keeps the shopper's context. LANGUAGE_LINKS_SCRIPT runs inline right after the
// links are parsed (its exact text is allowed by its hash: src/build/csp-headers.ts), and again when
// the page changes its own address: back/forward (popstate), the hash, or URL_CHANGED_EVENT, which a
// page that calls history.replaceState/pushState sends (those fire no event of their own).
const URL_CHANGED_EVENT = 'maison:urlchange';

// ?lng= is the language redirect's own parameter: the link already says which language.
export const LANGUAGE_LINKS_SCRIPT = `(function(){function u(){var q=new URLSearchParams(location.search);q.delete('lng');var s=q.toString(),t=(s?'?'+s:'')+location.hash,a=document.querySelectorAll('a[data-lang-path]');for(var i=0;i<a.length;i++)a[i].setAttribute('href',a[i].getAttribute('data-lang-path')+t)}u();addEventListener('popstate',u);addEventListener('hashchange',u);addEventListener('${URL_CHANGED_EVENT}',u)})();`;

/** After history.replaceState/pushState: the language links follow the new address. */
export function announceUrlChange(): void {
  window.dispatchEvent(new Event(URL_CHANGED_EVENT));
}
