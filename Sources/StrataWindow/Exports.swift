// StrataWindow: a native X11 window on a layer tree, for library users and the `strata` CLI.
//
// Owns: `LayerWindow` (the window, its run loop turn: commit the implicit transaction, render
// only the damage through `CARenderer`, present only the damaged rectangles, pace animation
// frames by X Present or a timer), pointer and key events with the layer `hitTest(_:)` found
// (on the presentation tree while layers move), update flashing and per-frame statistics.
//
// Never touches: layer values (the app's delegate does) or Xlib (StrataX11 does); it glues the
// renderer to the host, and nothing below it knows it exists.
//
// `import StrataWindow` brings the whole layer API with it, so a program that shows a layer tree
// needs one import.
@_exported import Strata
// The recording formats its configuration names.
@_exported import enum StrataRecording.VideoFormat
