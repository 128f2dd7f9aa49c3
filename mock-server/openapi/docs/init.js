// Starts Swagger UI on the API description. A successful sign-in tried from the page authorizes
// every later call with the token it answered, so "Try it out" works without copying tokens.
/* global SwaggerUIBundle */
(function () {
  var SIGN_IN = /\/api\/auth\/(login|refresh-token)$/;
  var ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    filter: true,
    presets: [SwaggerUIBundle.presets.apis],
    responseInterceptor: function (res) {
      var body = res && res.body;
      if (res && res.ok && SIGN_IN.test(res.url) && body && typeof body.accessToken === 'string') {
        ui.preauthorizeApiKey('bearerAuth', body.accessToken);
      }
      return res;
    },
  });
  window.ui = ui;
})();
