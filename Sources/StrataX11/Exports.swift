// The host types an X11 window hands its delegate (frames, damage, keys, errors) come with it.
@_exported import StrataHost
