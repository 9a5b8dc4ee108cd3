// Fits each iframe of an embed page of the illustrator's site (<iframe src=".../embed/...">) to its content's height.
// Paste once per page, after the iframes. The embed pages post { type: 'portfolio-embed', height } (src/embed.ts).
addEventListener('message', (e) => {
  if (e.data?.type !== 'portfolio-embed' || !(e.data.height > 0)) return;
  for (const f of document.querySelectorAll('iframe'))
    if (f.contentWindow === e.source) f.style.height = `${e.data.height}px`;
});
// Frames that spoke before this listened: they answer this with their height.
for (const f of document.querySelectorAll('iframe')) f.contentWindow?.postMessage({ type: 'portfolio-embed' }, '*');
