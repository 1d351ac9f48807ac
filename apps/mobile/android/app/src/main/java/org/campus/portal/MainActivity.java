package org.campus.portal;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
