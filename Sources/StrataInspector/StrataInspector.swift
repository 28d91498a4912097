import Strata

/// The layer inspector: what it shows about a layer, and the overlay it draws over a scene.
public enum StrataInspector {}
