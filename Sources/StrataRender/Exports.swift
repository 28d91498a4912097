// StrataRender: the render server.
//
// Owns: the render tree (`RenderTree/`: plain value nodes synchronized from the model at commit,
// the only place that reads `CALayer`; a frame begun inside an open transaction commits nothing,
// so the tree holds what the model last committed), animation evaluation at a frame's media time on those
// nodes, damage (`Damage/`), the render caches (blurred shadows, rasterized layers, perspective
// pictures) held by nodes and freed with them, resampled contents and mipmaps shared by the
// nodes, all counted in the tree's `RenderCaches` (least recently used out within
// `STRATA_CACHE_MB`), the CPU compositor (`LayerCompositor`, over cairo
// and pixman), `CARenderer` and `CALayer.render(in:)`.
//
// Never touches: model values (it reads them at commit and never writes them back) or any window
// system; pixels leave through a `CGContext` the caller owns.
//
// Text: `Text/` lays out and draws text layers with Pango (HarfBuzz shaping, FriBidi, fontconfig
// fallback), behind one lock because Pango's font caches have none. Layout is render-side, but
// `CATextLayer.preferredFrameSize()` in the model must measure text; the model cannot import
// this module, so this module installs its measuring function into the model's one hook,
// `TextMeasurement`, whenever a renderer is made (`CARenderer`, `render(in:)`, a frame
// renderer). A hook keeps Pango out of the model and out of CoreGraphics (which would otherwise
// need it below layers, for measuring alone), and measuring and drawing share one engine, so a
// layer sized by its preferred size fits its drawn text exactly. Each text node caches its
// layout (keyed by text, font, size, box and modes) and, once drawn twice the same way, its
// pixels in device space, so an unchanged text layer costs one composite.
//
// Performance: a frame costs what changed, not what exists. Commit visits only subtrees whose
// version stamps moved; the compositor clips to the damage and skips subtrees whose last device
// rectangle misses it; caches are keyed by what the pixels depend on, so an unchanged shadow or
// rasterized layer is a single composite. A layer in perspective keeps its flat picture, and its
// warp in device pixels once drawn twice the same way (`WarpedPicture`): a still card redrawn
// under other damage is one composite, where warping it costs three pixman passes.
//
// The fields every commit, animation step and damage walk touch (`RenderNode`'s values, rects and
// flags; `CALayer`'s version stamps and values) are `@exclusivity(unchecked)`: Swift's dynamic
// exclusivity check on each access of a class's stored property was 6 % of all instructions of
// `strata bench --only damage` (callgrind), and a third of the damage walk's and of animation
// evaluation's. The tree is walked by one thread at a time, or read only by the bands.
//
// Per layer, cairo's path and state machinery costs about a microsecond before a pixel moves,
// more than filling a small box. So most layers of a UI skip it (`Fills/`): a layer that draws
// only its background and is placed by a translation is worked out once per change
// (`RenderNode.plainBox`) and filled in its parent's space; on whole pixels of the frame it is
// one `pixman_fill` (`DirectTarget`, only while nothing but the damage clips the frame), and with
// rounded corners one composite of a coverage mask shared by every layer of its shape
// (`CoverageMask`, in the `ContentsCache`); a wide opaque box is the CPU's string store
// (`CStrataFill`), at memset's speed. A picture on nothing but an opaque background (the clock's
// digits) is copied flattened onto it, the background left unfilled under it (`OpaqueBackdrop`):
// one read and one write per pixel instead of a fill and a blend. The shadow of a plain
// rectangle is blurred per axis and not painted under the opaque layer. Nodes keep the fields a
// frame reads for each of them side by side: a field of thousands of layers is bound by the
// cache misses of reaching them.
//
// The renderer draws the model's layers; a client of `CARenderer` holds them, so the model
// comes with it.
@_exported import StrataModel
