"""The screens the command line opens, above every other layer of scenes/: the app (window,
scene stack, frame loop), the launcher, the kiosk, the Esc menu, the settings screen, play and
the tools (screenshot, soak, ...). Nothing below this package imports it."""
